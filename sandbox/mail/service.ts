import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { mailboxRoutes, mailGatewayRoutes } from './routes';

/** The mail gateway under config.services.mailGateway; its test tool is the mailbox every service's mails land in. */
export function mailService(deps: { db: Db }): SandboxService {
  return {
    name: 'mail',
    routes: [{ service: 'mailGateway', register: plugin(mailGatewayRoutes, deps) }],
    tools: [plugin(mailboxRoutes, deps)],
  };
}
