// The shell provides the shared singletons (React, the router, the session…) from its own
// start-up files (eager, shared/build/federation.ts), so they are here before this runs: no
// asynchronous boundary, no request waits on this entry. The page's area scripts are asked for
// first, so they come in while the shell sets itself up.
import './start-fetching';
import './bootstrap';
