// Shared singletons (React, the router, the session…) are negotiated asynchronously; the
// dynamic import lets the federation runtime do so before any of them is used.
void import('./bootstrap');
