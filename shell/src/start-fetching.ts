// Runs before anything else of the shell is evaluated (the first import of index.ts).
import { describeSession, sessionStore } from '@ceylon/shared';
import { fetchPageScripts } from './federation/page-scripts';
import { decideAccess } from './routes/access';

// The same decision the route's guard will make on the first render, from the same session.
fetchPageScripts(
  (guard) => decideAccess(guard, describeSession(sessionStore.getState()), `${location.pathname}${location.search}`) === null,
);
