// React side of the services: <ServicesProvider services={…}> around the app (bootstrap puts the
// real ones in, tests their fakes), and useServices() / useApi(definition) for the wiring.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiDefinitionOf, ApiName, Apis, Services } from './services';

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children?: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

/** The API of the definition its client exports (`useApi(ordersApi)`), made once per services. */
export function useApi<K extends ApiName>(definition: ApiDefinitionOf<K>): Apis[K] {
  return useServices().api(definition);
}
