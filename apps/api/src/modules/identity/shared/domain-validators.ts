import { registerDecorator, ValidationOptions } from 'class-validator';
import type { Validator } from '@ohit/domain';

/** Applies a spec §5 validator of @ohit/domain to a DTO field, with its Chinese message. */
export function IsDomainValid(validator: Validator, options: ValidationOptions = {}) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: `domain_${validator.name}`,
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => validator(value) === null,
        defaultMessage: (args) => validator(args?.value) ?? '格式不正确',
      },
    });
  };
}
