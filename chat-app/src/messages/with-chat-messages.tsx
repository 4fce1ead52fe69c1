import type { ComponentType } from 'react';
import { AppMessages } from '@peworld/shared-ui';
import { CHAT_CATALOGS } from './catalogs';

/**
 * The exposed page speaks chat-app's own catalog: it ships with this remote, so the chat's
 * text changes with a deploy of chat-app alone (docs/decisions/057-i18n.md).
 */
export function withChatMessages<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithChatMessages(props: P) {
    return (
      <AppMessages catalogs={CHAT_CATALOGS}>
        <Page {...props} />
      </AppMessages>
    );
  }
  WithChatMessages.displayName = `WithChatMessages(${Page.displayName ?? Page.name})`;
  return WithChatMessages;
}
