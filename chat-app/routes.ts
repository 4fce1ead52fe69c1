import type { RouteDeclaration } from '@peworld/shared-ui/federation/remote-routes';
import { paths } from '@peworld/shared-ui/paths';

// The URLs this remote serves (docs/decisions/060-remote-owned-routes.md): its build writes
// them into mf-manifest.json and the shell composes them at run time. Titles are catalog ids.
// One page serves the list and a thread: it reads the conversation id itself.
export const routes: readonly RouteDeclaration[] = [
  { path: paths.chat.path, access: 'logged-in', page: './ChatPage', title: 'chat.title' },
  {
    path: paths.chatConversation.path,
    access: 'logged-in',
    page: './ChatPage',
    title: 'chat.title',
  },
];
