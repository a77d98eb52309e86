import { MESSAGES } from '#shared/messages.ts';
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';

/** A password input with a show/hide toggle; pass `autoComplete` (current-password or new-password). */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <IconButton
      size="xs"
      variant="ghost"
      me="-2"
      aria-label={visible ? MESSAGES.login.hidePassword : MESSAGES.login.showPassword}
      aria-pressed={visible}
      onClick={() => setVisible((v) => !v)}
      disabled={props.disabled}
    >
      {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
    </IconButton>
  );
  return (
    <InputGroup endElement={toggle}>
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
