import { Avatar, imageUrl, paths, useT } from '@peworld/shared-ui';
import type { SavedSearchAlert } from '../../live/saved-search-alerts';
import { Item, Preview, UnreadDot, When } from './notification-item.styles';
import { useNotificationTime } from './notification-time';

/** A talent who newly matched a saved search: opens their profile. */
export function AlertRow({ alert, onOpen }: { alert: SavedSearchAlert; onOpen: () => void }) {
  const t = useT();
  const shortTime = useNotificationTime();
  return (
    <li>
      <Item to={paths.talentProfile.getHref(alert.id_user)} onClick={onOpen} $unread={!alert.read}>
        <Avatar src={imageUrl(alert.img_profile)} name={alert.full_name} size={36} />
        <span>
          <strong>{alert.full_name}</strong>
          <Preview>
            {t('shell.notifications.savedSearchMatch', { search: alert.saved_search_name })}
          </Preview>
          <When dateTime={alert.created_at}>{shortTime(alert.created_at)}</When>
        </span>
        {alert.read ? null : <UnreadDot aria-label={t('shell.notifications.unread')} role="img" />}
      </Item>
    </li>
  );
}
