/** DI tokens of the platform's ports. */
export const DATABASE = Symbol('DATABASE');
export const EVENT_STORE = Symbol('EVENT_STORE');
