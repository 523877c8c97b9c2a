import { Body, Controller, Get, Header, HttpCode, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PUBLIC_SIGN_URL, type PublicSignResult, type PublicSignView } from '@ohit/contracts';
import { renderReportHtml } from '@ohit/server-report-render';
import { ImageUpload, Public, type UploadedImage } from '../../platform';
import { SignLinks } from './sign-links';

const MB = 1024 * 1024;

/**
 * The public signing pages' api (/technicalServiceSign, /unitSignature): no login, the link's token
 * is the key. Read the version (what it is, its printed preview, its PDF), then sign it once with
 * a name and the PNG drawn on the page. A used or expired link is a 410 that says so; an unknown
 * one a 404.
 */
@ApiTags('report-signatures')
@Public()
@Controller(PUBLIC_SIGN_URL)
export class PublicSignController {
  constructor(private readonly links: SignLinks) {}

  @Get(':token')
  view(@Param('token') token: string): Promise<PublicSignView> {
    return this.links.view(token);
  }

  /** The version as it prints (the renderer's HTML with the organisation's 报告模板, no script), for the page's frame. */
  @Get(':token/preview')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'")
  @Header('Cache-Control', 'no-store')
  async preview(@Param('token') token: string): Promise<string> {
    const { content, own } = await this.links.printed(token);
    return renderReportHtml(content, own);
  }

  /** The version's PDF of its current content, inline. */
  @Get(':token/pdf')
  async pdf(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const file = await this.links.pdf(token);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  }

  /** Multipart: `signerName` and the PNG drawn on the page in `image` (≤ 1 MB). */
  @Post(':token')
  @HttpCode(201)
  @UseInterceptors(ImageUpload('image', ['png'], 1 * MB))
  sign(@Param('token') token: string, @Req() req: Request & { uploadedImage: UploadedImage }, @Body() body: { signerName?: unknown }): Promise<PublicSignResult> {
    return this.links.sign(token, body?.signerName, req.uploadedImage.buffer);
  }
}
