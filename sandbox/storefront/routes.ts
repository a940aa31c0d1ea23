import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db';
import { parseInput } from '../http/validation';
import { findReorderCart } from '../orders/reorder';
import { cartPage, unknownCartPage } from './cart-page';

const CartParams = z.object({ cartId: z.string().regex(/^[\w-]{1,64}$/) });

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
}
