// Runs before anything else of the shell is evaluated (the first import of index.ts).
import { fetchPageScripts } from './federation/page-scripts';

fetchPageScripts();
