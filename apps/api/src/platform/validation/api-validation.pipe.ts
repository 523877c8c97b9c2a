import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { normaliseRequestText } from './request-text';
import { validationMessages } from './validation-messages';

/**
 * Bodies and queries: text normalised to NFC before it binds to a DTO; a DTO's names and codes
 * refuse bidirectional controls. Untyped bodies (the resource engine's, checked field by field
 * by validateRecord with each field's label) are only normalised.
 */
class ApiValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'body' && metadata.type !== 'query') return super.transform(value, metadata);
    const typed = typeof metadata.metatype === 'function' && ![Object, Array, String, Number, Boolean].includes(metadata.metatype as never);
    return super.transform(normaliseRequestText(value, { names: typed }), metadata);
  }
}

/** Request bodies bind to DTOs only: unknown fields are refused, types converted, messages Chinese. */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new BadRequestException(validationMessages(errors).join('；') || '请求参数不正确'),
  });
}
