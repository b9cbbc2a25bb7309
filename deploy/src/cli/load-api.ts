import { apiPlugin, loadApiConfig } from '@ceylon/api';

/** The API as the web server mounts it, configured from the environment by the API itself. */
export function loadApi() {
  return { plugin: apiPlugin, options: loadApiConfig() };
}
