import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import NotificationList from '../../src/features/notifications/NotificationList.tsx';
import { SAMPLE_NOTIFICATIONS } from '../../src/features/notifications/samples.ts';

describe('notification list', () => {
  it('shows each notification with its title, message and date', () => {
    const html = renderToString(<NotificationList notifications={SAMPLE_NOTIFICATIONS} />);
    for (const notification of SAMPLE_NOTIFICATIONS) {
      expect(html).toContain(notification.title);
      expect(html).toContain(notification.message);
      expect(html).toContain(`dateTime="${notification.date}"`);
    }
    expect(html).toContain('19 Nov 2026');
  });

  it('shows "No notifications" when the list is empty', () => {
    const html = renderToString(<NotificationList notifications={[]} />);
    expect(html).toContain('No notifications');
    expect(html).not.toContain('<li');
  });
});
