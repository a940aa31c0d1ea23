import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELP_CHAT_GLOBAL } from '@/app/chat/helpChatApi';
import { appConfig, renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';

const chatScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src.endsWith(appConfig.thirdParty.helpChatScript));

describe('help chat launcher', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(() => {
    Reflect.deleteProperty(window, HELP_CHAT_GLOBAL);
    for (const script of chatScripts()) script.remove();
    vi.restoreAllMocks();
  });

  it('requests the chat’s script only when opened, then opens its panel and takes the focus back on close', async () => {
    renderApp('/orders', { thirdParty: appConfig.thirdParty });
    // the launcher is its own lazy chunk: generous on a loaded machine
    const launcher = await screen.findByRole('button', { name: 'Help chat' }, { timeout: 10_000 });
    expect(chatScripts()).toHaveLength(0);
    await userEvent.click(launcher);
    await waitFor(() => expect(chatScripts()).toHaveLength(1), { timeout: 10_000 });
    let closePanel: () => void = () => undefined;
    const open = vi.fn((options: { onClose: () => void }) => {
      closePanel = options.onClose;
    });
    Reflect.set(window, HELP_CHAT_GLOBAL, { open, close: vi.fn() });
    chatScripts()[0]?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help chat' })).toHaveAttribute('aria-expanded', 'true'), {
      timeout: 10_000,
    });
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en-GB' }));
    closePanel();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help chat' })).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('button', { name: 'Help chat' })).toHaveFocus();
    // opened again: no second script
    await userEvent.click(screen.getByRole('button', { name: 'Help chat' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(chatScripts()).toHaveLength(1);
  });

  it('has no launcher on the photo routes', async () => {
    renderApp('/my-photos/photos', { thirdParty: appConfig.thirdParty, flags: ['PhotoManagementTimelineEnabled'] });
    await screen.findByRole('navigation', { name: 'Account menu' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Help chat' })).toBeNull();
  });
});
