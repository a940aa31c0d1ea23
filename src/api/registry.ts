// The registry of service APIs: `Apis` maps each API's name to its type, derived from the
// definitions beside the clients (defineApi), so that a name and its factory are written once.
// The imports are type-only: this module brings no client's code along, so each client still loads
// with its area's screens, not with the shell (the wiring passes the definition: useApi(ordersApi)).
import type { activationApi } from './activation';
import type { addressesApi } from './addresses';
import type { albumsApi, sharedAlbumsApi } from './albums';
import type { authApi } from './auth';
import type { callbacksApi } from './callbacks';
import type { customerApi } from './customer';
import type { customerUpdateApi } from './customerUpdate';
import type { documentsApi } from './documents';
import type { downloadsApi } from './downloads';
import type { ApiDefinition } from './http';
import type { mailGatewayApi } from './mailGateway';
import type { ordersApi } from './orders';
import type { paymentMethodsApi } from './paymentMethods';
import type { photosApi } from './photos';
import type { projectsApi } from './projects';
import type { tempSelectionsApi } from './tempSelections';
import type { widgetsApi } from './widgets';

/** Every API definition the services make. */
type Definitions =
  | typeof activationApi
  | typeof addressesApi
  | typeof albumsApi
  | typeof sharedAlbumsApi
  | typeof authApi
  | typeof callbacksApi
  | typeof customerApi
  | typeof customerUpdateApi
  | typeof documentsApi
  | typeof downloadsApi
  | typeof mailGatewayApi
  | typeof ordersApi
  | typeof paymentMethodsApi
  | typeof photosApi
  | typeof projectsApi
  | typeof tempSelectionsApi
  | typeof widgetsApi;

/** Every service API the wiring asks for, by name. */
export type Apis = { [D in Definitions as D['name']]: ReturnType<D['make']> };
export type ApiName = keyof Apis;

/** The definition of the named API, as the services take it (`services.api(ordersApi)`). */
export type ApiDefinitionOf<K extends ApiName> = ApiDefinition<K, Apis[K]>;

/** The names that more than one definition has. */
type SharedNames<D extends Definitions = Definitions> = D extends Definitions ? Extract<D['name'], Exclude<Definitions, D>['name']> : never;
type None<T extends never> = T;
/** One definition per name: a name defined twice fails here, naming it. */
type _OneDefinitionPerName = None<SharedNames>;
