export { AuthProvider, authStatusOf, useAuth, useAuthActor, type AuthStatus, type UseAuth } from './AuthContext';
export {
  AUTH_CALLBACK_PATH,
  createAuth,
  getAccessToken,
  parseAuthCallback,
  renewAccessToken,
  safeReturnTo,
  type AuthActor,
  type CreateAuthOptions,
} from './createAuth';
