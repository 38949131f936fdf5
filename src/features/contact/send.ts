// The contact "send": simulated (the API has no call for contact messages), it only waits the
// configured delay so the form shows its Sending... state.
import { CONTACT_SEND_DELAY_MS } from '../../lib/constants.ts';
import type { ContactMessage } from './validation.ts';

export function sendContactMessage(
  _message: ContactMessage,
  delayMs = CONTACT_SEND_DELAY_MS,
): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs));
}
