import { ConfigError, loadConfig } from './config.js';

describe('configuration is validated at start-up', () => {
  it('applies the defaults of the embedded store', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', RUN_DAEMON: 'auto' });
  });

  it('lists everything that is wrong at once', () => {
    let err: ConfigError | undefined;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'localhost:6379', ROOT_PASSWORD: 'short' });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'PORT', 'REDIS_URL', 'ROOT_PASSWORD']);
    expect(err!.message).toMatch(/must be a postgres/);
  });
});
