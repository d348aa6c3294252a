/**
 * "Get code" of a phone field: the number is checked first;
 * when it is wrong its message shows and the field takes focus, and no code is
 * asked for. Returns whether the code was asked for (the countdown starts).
 */
export function requestSmsCode(
  form: { values: { mobileNum: string }; reveal: (field: 'mobileNum') => void },
  mobileInput: HTMLInputElement | null,
  check: (mobileNum: string) => string | null | undefined,
  send: (mobileNum: string) => void,
): boolean {
  const mobileNum = form.values.mobileNum.trim();
  if (check(mobileNum)) {
    form.reveal('mobileNum');
    mobileInput?.focus();
    return false;
  }
  send(mobileNum);
  return true;
}
