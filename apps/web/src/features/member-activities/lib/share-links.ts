import type { Activity } from '@app/contract/activities';
import { startText } from '../../../lib/plan-texts';

/** What a shared plan says before its link: "Pádel en el Retiro · sáb, 5 dic, 18:30". */
export const shareText = (activity: Pick<Activity, 'description' | 'start_at' | 'city'>) =>
  `${activity.description} · ${startText(activity.start_at, activity.city.timezone)}`;

/**
 * WhatsApp's own link for a message to choose a chat for (wa.me, on a phone the app, on a
 * computer WhatsApp Web): the text, then the link, which WhatsApp draws as a card.
 */
export const whatsAppLink = (text: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
