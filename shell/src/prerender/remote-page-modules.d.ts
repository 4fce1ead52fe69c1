// The exposed pages the pre-render imports directly (see load-remote-page.server.ts).
declare module 'authRemote/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}
