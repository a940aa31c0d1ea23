import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FaultList, FaultRule, FaultRuleInput } from '@schemas/sandbox';
import { parseOrReject, pathSegment, sendValid } from '../http/validation';
import type { FaultStore } from './store';

/**
 * The fault switch's rules (a test tool, docs/CONTRACTS.md "Fault switch"): `GET /faults` lists
 * them, `POST /faults` adds one (201), `DELETE /faults` clears all, `DELETE /faults/:id` one.
 */
export async function faultToolRoutes(app: FastifyInstance, options: { store: FaultStore }): Promise<void> {
  const { store } = options;

  app.get('/faults', async (_request, reply) => sendValid(reply, FaultList, { rules: store.list() }));

  app.post('/faults', async (request, reply) => {
    const input = parseOrReject(reply, FaultRuleInput, request.body);
    if (!input) return reply;
    return sendValid(reply, FaultRule, store.add(input), 201);
  });

  app.delete('/faults', async (_request, reply) => {
    store.clear();
    return reply.code(204).send();
  });

  app.delete('/faults/:id', async (request, reply) => {
    const params = parseOrReject(reply, z.object({ id: pathSegment }), request.params);
    if (!params) return reply;
    if (!store.remove(params.id)) return reply.code(404).send({ message: 'Fault rule not found' });
    return reply.code(204).send();
  });
}
