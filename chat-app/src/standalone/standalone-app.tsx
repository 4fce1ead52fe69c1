import { paths, StandaloneHarness } from '@peworld/shared-ui';
import ChatPage from '../exposed/chat-page';
import { REMOTE_BUILD } from '../remote-build';

const ROUTES = [
  { path: paths.chat.path, element: <ChatPage /> },
  { path: paths.chatConversation.path, element: <ChatPage /> },
];

const LINKS = [{ label: 'Chat', href: paths.chat.getHref() }];

/** This remote on its own port (npm run dev); any other URL lists the pages above. */
export function StandaloneApp() {
  return <StandaloneHarness build={REMOTE_BUILD} routes={ROUTES} links={LINKS} />;
}
