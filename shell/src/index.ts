// The shell provides the shared singletons (React, the router, the session…) from its own
// start-up files (eager, shared/build/federation.ts), so they are here before this runs and the
// shell starts at once: no asynchronous boundary, no extra request level.
import './bootstrap';
