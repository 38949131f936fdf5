// The notifications list (/notifications): title, message and date of each, or the empty state.
// Takes the list as a prop, so the page passes the samples and tests any list.
import type { ShopNotification } from './samples.ts';

interface Props {
  notifications: readonly ShopNotification[];
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Ho_Chi_Minh',
});

export default function NotificationList({ notifications }: Props) {
  if (notifications.length === 0) {
    return (
      <div className="notifications-empty">
        <p className="notifications-empty__title">No notifications</p>
        <p>We will let you know here when your orders ship or prices drop.</p>
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
