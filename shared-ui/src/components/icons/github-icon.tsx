import { SvgIcon, type IconProps } from './svg-icon';

export function GithubIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 19.5c-4 1.2-4-2-5.5-2.5" />
      <path d="M15 21.5v-3.2a2.8 2.8 0 0 0-.8-2.2c2.7-.3 5.5-1.3 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.3 4.3 0 0 0-.1-3.2s-1-.3-3.3 1.2a11.4 11.4 0 0 0-6 0C6.8 3.4 5.8 3.7 5.8 3.7a4.3 4.3 0 0 0-.1 3.2 4.6 4.6 0 0 0-1.3 3.2c0 4.6 2.8 5.7 5.5 6a2.8 2.8 0 0 0-.8 2.2v3.2" />
    </SvgIcon>
  );
}
