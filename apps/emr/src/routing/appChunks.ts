/**
 * The routed app's two big chunks, defined in the entry so start-up can fetch them while the
 * session refresh runs: the routed app (router, session, guards) and the main area (main layout,
 * route table, resource definitions). Only dynamic imports here: the login route's first load
 * carries neither.
 */
import { defineChunk } from './chunks';

export const routedAppChunk = defineChunk('app', () => import('../RoutedApp'));
export const mainAreaChunk = defineChunk('main', () => import('./MainArea'));
