import { SvgIcon, type IconProps } from './svg-icon';

export function EyeOffIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9.9 5.7A10 10 0 0 1 12 5.5c6.4 0 10 6.5 10 6.5a17 17 0 0 1-2.6 3.4" />
      <path d="M6.3 7.2C3.6 8.9 2 12 2 12s3.6 6.5 10 6.5c1.7 0 3.2-.5 4.5-1.1" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m3 3 18 18" />
    </SvgIcon>
  );
}
