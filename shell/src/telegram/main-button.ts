import type { MainAction, MainButtonHost } from '@storefront/runtime';
import type { TelegramWebApp } from './webapp';

/**
 * The screens' main action on Telegram's MainButton: one action at a time, the last screen's, in
 * the merchant's colours like the page's own main buttons. Telegram keeps one click handler for
 * the life of the page; it runs the action shown now, and not while it is disabled or under way
 * (Telegram may still pass a press on in between).
 */
export function createMainButton(webApp: TelegramWebApp, colours?: { color: string; textColor: string }): MainButtonHost | undefined {
  const button = webApp.MainButton;
  if (!button) return undefined;
  if (colours) button.setParams({ color: colours.color, text_color: colours.textColor });
  let current: { action: MainAction } | null = null;

  const apply = () => {
    const action = current?.action;
    if (!action) {
      button.hideProgress();
      button.setParams({ is_visible: false });
      return;
    }
    button.setParams({ text: action.text, is_active: !action.disabled && !action.progress, is_visible: true });
    if (action.progress) button.showProgress(false);
    else button.hideProgress();
  };

  button.onClick(() => {
    const action = current?.action;
    if (action && !action.disabled && !action.progress) action.onClick();
  });

  return {
    show(action) {
      const entry = { action };
      current = entry;
      apply();
      return {
        update(next) {
          entry.action = next;
          if (current === entry) apply();
        },
        hide() {
          if (current !== entry) return;
          current = null;
          apply();
        },
      };
    },
  };
}
