// The notifications list (/notifications): title, message and date of each, or the empty state.
// Takes the list as a prop, so the page passes the samples and tests any list.
import type { ShopNotification } from './samples.ts';

interface Props {
  notifications: readonly ShopNotification[];
  /** The empty state's words in the page's language (English when not given). */
  words?: { emptyTitle: string; emptyText: string } | undefined;
  lang?: 'en' | 'vi' | undefined;
}

const ENGLISH = {
  emptyTitle: 'No notifications',
  emptyText: 'We will let you know here when your orders ship or prices drop.',
};

const dateFormats = {
  en: new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Ho_Chi_Minh',
  }),
  // "19/11/2026 09:30": the shop's Vietnamese dates are dd/MM/yyyy.
  vi: new Intl.DateTimeFormat('vi-VN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Ho_Chi_Minh',
  }),
};

export default function NotificationList({ notifications, words = ENGLISH, lang = 'en' }: Props) {
  const dateFormat = dateFormats[lang];
  if (notifications.length === 0) {
    return (
      <div className="notifications-empty">
        <p className="notifications-empty__title">{words.emptyTitle}</p>
        <p>{words.emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="notifications">
      {notifications.map((notification) => (
        <li key={notification.id} className="notification">
          <h2 className="notification__title">{notification.title}</h2>
          <p className="notification__message">{notification.message}</p>
          <time className="notification__date" dateTime={notification.date}>
            {dateFormat.format(new Date(notification.date))}
          </time>
        </li>
      ))}
    </ul>
  );
}
