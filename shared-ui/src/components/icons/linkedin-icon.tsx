import { SvgIcon, type IconProps } from './svg-icon';

export function LinkedinIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5V16" />
      <path d="M8 7.8v.01" />
      <path d="M11.5 16v-5.5" />
      <path d="M11.5 13a2.5 2.5 0 0 1 5 0v3" />
    </SvgIcon>
  );
}
