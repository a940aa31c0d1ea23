import { randomUUID } from 'node:crypto';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { expect } from 'vitest';
import { Album, AlbumPage, SharedAlbumPage } from '@schemas/albums';
import { ImagePage, PhotoSummary, type Image } from '@schemas/photos';
import { SharedAlbumSeedResult, TestAccount } from '@schemas/sandbox';
import { bearer, call } from './harness';

/** Calls of the album and shared-album routes as one account, for the album tests. */
export function albumClient(app: FastifyInstance) {
  const send = (accountId: string, method: HTTPMethods, url: string, payload?: object) =>
    call(app, { method, url, headers: bearer(accountId), ...(payload === undefined ? {} : { payload }) });
  const ok = async <T>(
    schema: { parse(value: unknown): T },
    response: Promise<{ status: number; body: unknown; raw: string }>,
    status = 200,
  ) => {
    const answer = await response;
    expect(answer.status, answer.raw).toBe(status);
    return schema.parse(answer.body);
  };
  const photos = '/api/photos';
  const shared = '/api/shared-albums/shared-albums';
  const query = (params: Record<string, string | number | undefined>) =>
    new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

  return {
    send,
    photos,
    shared,
    query,
    summary: (accountId: string) => ok(PhotoSummary, send(accountId, 'GET', `${photos}/users`)),
    album: (accountId: string, albumId: string) => ok(Album, send(accountId, 'GET', `${photos}/albums/${albumId}`)),
    albumPage: (accountId: string, params: Record<string, string | number | undefined> = {}) =>
      ok(AlbumPage, send(accountId, 'GET', `${photos}/albums?${query(params)}`)),
    sharedPage: (accountId: string, params: Record<string, string | number | undefined> = {}) =>
      ok(SharedAlbumPage, send(accountId, 'GET', `${shared}?${query(params)}`)),
    photoPage: (accountId: string, path: string, params: Record<string, string | number | undefined> = {}) =>
      ok(ImagePage, send(accountId, 'GET', `${path}?${query(params)}`)),

    /** Every album of a list, following the cursors; the page sizes seen. */
    async allAlbums<T extends { albums: unknown[]; cursor: string | null }>(
      read: (cursor: string | undefined, index: number) => Promise<T>,
    ): Promise<{ albums: T['albums']; sizes: number[] }> {
      const albums: T['albums'] = [];
      const sizes: number[] = [];
      let cursor: string | undefined;
      for (let index = 0; index < 100; index += 1) {
        const page = await read(cursor, index);
        albums.push(...page.albums);
        sizes.push(page.albums.length);
        if (page.cursor === null) return { albums, sizes };
        cursor = page.cursor;
      }
      throw new Error('paging did not end');
    },

    /** Every photo of an album (or shared album) path, following the cursors. */
    async allPhotos(accountId: string, path: string, params: Record<string, string | number | undefined> = {}) {
      const images: Image[] = [];
      const sizes: number[] = [];
      let cursor: string | undefined;
      for (let index = 0; index < 100; index += 1) {
        const page = await ok(ImagePage, send(accountId, 'GET', `${path}?${query({ ...params, cursor })}`));
        images.push(...page.images);
        sizes.push(page.images.length);
        if (page.cursor === null) return { images, sizes };
        cursor = page.cursor;
      }
      throw new Error('paging did not end');
    },

    /** A test account (POST /__sandbox/accounts). */
    async account(body: { photos?: 'demo' | number; albums?: { name: string; photos: number }[] } = {}) {
      return ok(TestAccount, call(app, { method: 'POST', url: '/__sandbox/accounts', payload: body }), 201);
    },

    /** An album made through POST /albums; answers its id. */
    async create(accountId: string, albumName: string) {
      const albumId = randomUUID();
      const answer = await send(accountId, 'POST', `${photos}/albums`, { albumId, albumName });
      expect(answer.status, answer.raw).toBe(201);
      return albumId;
    },

    /** A shared album between accounts (POST /__sandbox/shared-albums); answers its id. */
    async share(body: { owner: string; name: string; photos: number; participants: { email: string; photos: number }[] }) {
      const answer = await ok(SharedAlbumSeedResult, call(app, { method: 'POST', url: '/__sandbox/shared-albums', payload: body }), 201);
      return answer.albumId;
    },
  };
}
