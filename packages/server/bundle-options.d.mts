import type { BuildOptions } from 'esbuild';

export declare const SERVER_BUNDLE: BuildOptions;
