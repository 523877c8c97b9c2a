import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { validationMessages } from './validation-messages';

/** Request bodies bind to DTOs only: unknown fields are refused, types converted, messages Chinese. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new BadRequestException(validationMessages(errors).join('；') || '请求参数不正确'),
  });
}
