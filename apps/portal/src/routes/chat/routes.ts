import { msg } from '@lingui/core/macro';
import { Bell, MessageCircle } from 'lucide-react';
import type { PortalRoute } from '../route-handle';
import { navScreen, screen } from '../route-objects';

/**
 * `chat` (Messages: the side's inbox) and `chat/{id}` (a conversation), the same screens in the
 * brand's and the creator's area; in the phone's bottom bar as "Chat".
 */
export function chatRoutes(): PortalRoute[] {
  return [
    navScreen('chat', () => import('./chats'), {
      label: msg`Messages`,
      icon: MessageCircle,
      mobile: { label: msg`Chat`, icon: MessageCircle },
    }),
    screen('chat/:id', () => import('./chat'), msg`Conversation`),
  ];
}

/** `notifications`: in the navigation with the unread dot, and the bell in the phone's top bar. */
export function notificationsRoute(): PortalRoute {
  return navScreen('notifications', () => import('./notifications'), {
    label: msg`Notifications`,
    icon: Bell,
    shortcut: true,
    unreadDot: true,
  });
}
