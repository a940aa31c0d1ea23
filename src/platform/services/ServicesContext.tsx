// React side of the services: <ServicesProvider services={…}> around the app (bootstrap puts the
// real ones in, tests their fakes), and useServices() / useApi(name, make) for the wiring.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiName, Apis, MakeApi, Services } from './services';

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children?: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

/** The named service's API, made with `make` the first time these services are asked for it. */
export function useApi<K extends ApiName>(name: K, make: MakeApi<K>): Apis[K] {
  return useServices().api(name, make);
}
