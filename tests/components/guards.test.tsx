import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screens, type ScreenLoader } from '@/app/router/screens';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authIn } from './support/session';

// The photo screens themselves have their own tests (photosPage, photoPreview); here they are
// stand-ins with their titles, so that only the routing and the layouts are under test.
const titled =
  (title: string): ScreenLoader =>
  async () =>
  () => <h1>{title}</h1>;
const photoScreens = { ...screens, photos: titled('My photos'), photoPreview: titled('Photo') };

describe('guarded routes', () => {
  beforeEach(() => {
    setViewportWidth(1366);
  });

  it('redirect a consumer from the business-only invoices to /, keeping the query', async () => {
    const { router } = renderApp('/invoices?embedded=true');
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?embedded=true');
  });

  it('let a business user into invoices', async () => {
    const { router } = renderApp('/invoices', { auth: authIn('business') });
    await screen.findByRole('heading', { level: 1, name: 'Invoices' });
    expect(router.state.location.pathname).toBe('/invoices');
  });

  it('redirect a business user from the consumer-only widgets to /', async () => {
    const { router } = renderApp('/online-products', { auth: authIn('business') });
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirect photo routes to / while their flag is off', async () => {
    const { router } = renderApp('/my-photos/albums/a1');
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('/my-photos goes to /my-photos/photos keeping the query when the timeline flag is on', async () => {
    const { router } = renderApp('/my-photos?flag.PhotoManagementTimelineEnabled=on', {
      flags: ['PhotoManagementTimelineEnabled'],
      screens: photoScreens,
    });
    await screen.findByRole('heading', { level: 1, name: 'My photos' });
    expect(router.state.location.pathname).toBe('/my-photos/photos');
    expect(router.state.location.search).toBe('?flag.PhotoManagementTimelineEnabled=on');
  });

  it('draw a preview route without header or menu', async () => {
    renderApp('/my-photos/photos/preview/img-1', { flags: ['PhotoManagementTimelineEnabled'], screens: photoScreens });
    await screen.findByRole('heading', { level: 1, name: 'Photo' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
