import { SvgIcon, type IconProps } from './svg-icon';

export function GitlabIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 20.5 3.4 13.8a1 1 0 0 1-.3-1.1L5.7 4a.5.5 0 0 1 1 0l2 6.1h6.6l2-6.1a.5.5 0 0 1 1 0l2.6 8.7a1 1 0 0 1-.3 1.1z" />
    </SvgIcon>
  );
}
