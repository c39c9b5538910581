// Async boundary: the shared singletons are negotiated before any of the shell's code runs.
import('./bootstrap');
