import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { scenarioHandler } from './scenarios';

/** The mock API inside Vitest. */
export const server = setupServer(scenarioHandler, ...handlers);
