// Storage port: local disk by default, S3-compatible when configured (filled by the uploads work).
export {};
