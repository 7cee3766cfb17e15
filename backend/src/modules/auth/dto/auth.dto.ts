import { ApiProperty } from '@nestjs/swagger';
import { loginInputSchema, passwordResetConfirmSchema, passwordResetRequestSchema, registerInputSchema } from '@medprep/shared';
import { createZodDto } from 'nestjs-zod';

export class RegisterDto extends createZodDto(registerInputSchema) {}
export class LoginDto extends createZodDto(loginInputSchema) {}
export class PasswordResetRequestDto extends createZodDto(passwordResetRequestSchema) {}
export class PasswordResetConfirmDto extends createZodDto(passwordResetConfirmSchema) {}

export class LogoutResponseDto {
  @ApiProperty() ok: boolean;
  @ApiProperty({ nullable: true, type: String }) error: string | null;
}

export class MessageResponseDto {
  @ApiProperty() ok: boolean;
  @ApiProperty() message: string;
}
