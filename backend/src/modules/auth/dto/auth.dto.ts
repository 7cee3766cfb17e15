import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@medprep/shared';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Length, MaxLength } from 'class-validator';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const normalisedEmail = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

export class LoginDto {
  @ApiProperty({ example: 'amelia.hart@example.com' })
  @normalisedEmail()
  @IsEmail({}, { message: 'Enter a valid e-mail address.' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;

  @ApiProperty({ format: 'password' })
  @IsString()
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(1024)
  password: string;
}

export class RegisterDto {
  @ApiProperty({ example: 'amelia.hart@example.com' })
  @normalisedEmail()
  @IsEmail({}, { message: 'Enter a valid e-mail address.' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` })
  password: string;

  @ApiProperty({ example: 'Amelia' })
  @trimmed()
  @IsString()
  @Length(1, NAME_MAX_LENGTH, { message: 'Enter your first name.' })
  firstName: string;

  @ApiProperty({ example: 'Hart' })
  @trimmed()
  @IsString()
  @Length(1, NAME_MAX_LENGTH, { message: 'Enter your surname.' })
  surname: string;
}

export class PasswordResetRequestDto {
  @ApiProperty({ example: 'amelia.hart@example.com' })
  @normalisedEmail()
  @IsEmail({}, { message: 'Enter a valid e-mail address.' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;
}

export class PasswordResetConfirmDto {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsString()
  @Length(16, 200, { message: 'The reset link is incomplete.' })
  token: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` })
  password: string;
}

export class LogoutResponseDto {
  @ApiProperty() ok: boolean;
  @ApiProperty({ nullable: true, type: String }) error: string | null;
}

export class MessageResponseDto {
  @ApiProperty() ok: boolean;
  @ApiProperty() message: string;
}
