import { BadRequestException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DependencyUnavailableError, describeOutage, OUTAGE_MESSAGES } from './dependency-outage';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const queryFailed = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('dependency outage → 503 with a Chinese message', () => {
  it.each([
    ['the deny-list check that could not reach Redis', new DependencyUnavailableError('redis', new Error('x'))],
    ['a fail-fast client refusing while reconnecting', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['a connection closed under a command', new Error('Connection is closed.')],
    ['retries exhausted', Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' })],
    ['no reply in time', new Error('Command timed out')],
  ])('Redis: %s', (_, error) => {
    expect(describeOutage(error)).toEqual([503, OUTAGE_MESSAGES.redis]);
  });

  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a timed-out connection', withCode('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['the pool giving up', new Error('timeout exceeded when trying to connect')],
    ['a server shutting down (57P01)', queryFailed(withCode('terminating connection due to administrator command', '57P01'))],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection failure class (08006)', queryFailed(withCode('connection failure', '08006'))],
    ['a connection cut under a query', queryFailed(new Error('Connection terminated unexpectedly'))],
  ])('PostgreSQL: %s', (_, error) => {
    expect(describeOutage(error)).toEqual([503, OUTAGE_MESSAGES.database]);
  });

  it.each([
    ['a user mistake PostgreSQL refused (22P02)', queryFailed(withCode('invalid input syntax', '22P02'))],
    ['a duplicate (23505)', queryFailed(withCode('duplicate key', '23505'))],
    ['an HTTP refusal', new BadRequestException('参数格式不正确')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'boom'],
  ])('anything else is not an outage: %s', (_, error) => {
    expect(describeOutage(error)).toBeNull();
  });
});
