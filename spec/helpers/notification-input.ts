/**
 * The Notification hook input as Claude Code 2.1.332 sends it (recorded from the interactive
 * client: an idle_prompt after `messageIdleNotifThresholdMs`, a permission_prompt before a tool
 * call), with the session's own ids and paths given by the caller.
 */
export const NOTIFICATION_MESSAGES: Record<string, string> = {
  permission_prompt: 'Claude needs your permission to use Bash',
  idle_prompt: 'Claude is waiting for your input',
};

export interface NotificationSession {
  session_id: string;
  transcript_path: string;
  cwd: string;
}

export function notificationInput(type: string, session: NotificationSession): Record<string, string> {
  return {
    ...session,
    prompt_id: '7d6d8f23-2ea6-430f-9345-17d979b52a03',
    hook_event_name: 'Notification',
    message: NOTIFICATION_MESSAGES[type] ?? `${type} notification`,
    notification_type: type,
  };
}
