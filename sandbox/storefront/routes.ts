import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db';
import { parseInput } from '../http/validation';
import { findReorderCart } from '../orders/reorder';
import { mediaUrl } from '../photos/images';
import { tempSelectionPictures } from '../temp-selections/store';
import { cartPage, unknownCartPage } from './cart-page';
import { editorPage } from './editor-page';

const CartParams = z.object({ cartId: z.string().regex(/^[\w-]{1,64}$/) });
const shown = z.string().max(200).default('');
const EditorQuery = z.object({ productCode: shown, channel: shown, tempSelectionId: shown });

/**
 * The stand-in storefront (ARCHITECTURE.md "The sandbox"), under /__storefront: where POST
 * /reorder's ShopUrl leads. No token: the browser arrives by navigation, like at the real shop;
 * the cart id is random and unguessable.
 */
export async function storefrontRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.get('/cart/:cartId', async (request, reply) => {
    const params = parseInput(CartParams, request.params);
    const cart = params.ok ? await findReorderCart(options.db, params.data.cartId) : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!cart) return reply.code(404).send(unknownCartPage);
    return reply.send(cartPage(cart));
  });

  /**
   * The stand-in print editor the print hand-off opens (`config.services.printEditor`): it reads
   * the temp selection back on the server (no token: like the real editor, it is reached by
   * navigation; the selection's id is random and unguessable) and shows exactly its photos.
   */
  app.get('/editor/', async (request, reply) => {
    const query = parseInput(EditorQuery, request.query);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!query.ok) return reply.code(400).send(editorPage({ productCode: '', channel: '', tempSelectionId: '', photos: null }));
    const pictures = await tempSelectionPictures(options.db, query.data.tempSelectionId);
    const photos = pictures?.map((row) => ({ imageId: row.image_id, thumbnailUrl: mediaUrl('', row.file_key, '300') })) ?? null;
    return reply.code(photos ? 200 : 404).send(editorPage({ ...query.data, photos }));
  });
}
