import { Module } from '@nestjs/common';

/** Admin REST under /api/admin (role admin only). */
@Module({})
export class AdminModule {}
