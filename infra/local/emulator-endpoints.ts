// Where the three local emulators answer: what starts them produces it, what talks to them takes it.

export interface EmulatorEndpoints {
  dynamodb: string;
  s3: string;
  cognito: string;
}
