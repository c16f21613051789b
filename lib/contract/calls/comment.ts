import { idParams } from '@/lib/contract/catalog';
import {
  commentAddBody,
  commentAddResult,
  commentHelpfulParams,
  commentHelpfulResult,
  commentReportBody,
  commentReportParams,
  commentReportResult,
  ownCommentResult,
  ownHelpfulResult,
} from '@/lib/contract/comment';
import { defineCall } from './define-call';

/** The comment calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const commentCalls = {
  add: defineCall({
    method: 'post',
    path: '/v1/product/:id/add/comment',
    params: idParams,
    body: commentAddBody,
    response: commentAddResult,
  }),
  own: defineCall({
    method: 'get',
    path: '/v1/product/:id/my/comment',
    params: idParams,
    response: ownCommentResult,
  }),
  markHelpful: defineCall({
    method: 'post',
    path: '/v1/product/:id/comments/:commentId/helpful',
    params: commentHelpfulParams,
    response: commentHelpfulResult,
  }),
  unmarkHelpful: defineCall({
    method: 'delete',
    path: '/v1/product/:id/comments/:commentId/helpful',
    params: commentHelpfulParams,
    response: commentHelpfulResult,
  }),
  ownHelpful: defineCall({
    method: 'get',
    path: '/v1/product/:id/my/helpful',
    params: idParams,
    response: ownHelpfulResult,
  }),
  report: defineCall({
    method: 'post',
    path: '/v1/product/:userId/comments/:commentId/report',
    params: commentReportParams,
    body: commentReportBody,
    response: commentReportResult,
  }),
};
