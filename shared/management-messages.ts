// Texts of the management screens (forms, uploads, the dashboard form) and of the API answers about
// them. Kept apart from shared/messages.ts, which every screen loads (login and the dashboard list
// included), so these reach the browser only in the lazy chunks of the screens that use them.
export const MANAGEMENT_MESSAGES = {
  forms: {
    selectPlaceholder: 'Selecione uma opção',
    multiSelect: {
      count: (n: number) => (n === 1 ? '1 seleção' : `${n} seleções`),
      filterPlaceholder: 'Filtrar por nome',
      /** Names the filter input of one list (a form may have two lists). */
      filterOf: (title: string) => `${title}: filtrar por nome`,
      empty: 'Nenhum item encontrado.',
    },
    file: {
      choose: 'Escolher imagem',
      change: 'Trocar imagem',
      remove: 'Remover imagem',
      noFile: 'Nenhum arquivo escolhido',
      previewAlt: 'Prévia da imagem escolhida',
      currentAlt: 'Imagem atual',
      wrongType: (types: string) => `Formato de arquivo não aceito. Escolha um arquivo ${types}.`,
      tooLarge: (max: string) => `O arquivo é grande demais. O tamanho máximo é ${max}.`,
      uploadLabel: 'Envio do arquivo',
      uploading: (percent: number) => `Enviando… ${percent}%`,
    },
    confirm: {
      confirm: 'Confirmar',
      cancel: 'Cancelar',
      textMismatch: 'O texto digitado não confere.',
      emailMismatch: 'E-mail incorreto',
    },
  },
  dashboardForm: {
    heading: 'Gerenciar dashboard',
    iframeHeading: 'URL do Iframe',
    previewHeading: 'Prévia',
    name: 'Nome',
    summary: 'Resumo',
    description: 'Descrição',
    iframeUrl: 'URL do Iframe',
    setIframeUrl: 'Definir URL do Iframe',
    noPreview: 'Não há uma prévia para esse dashboard',
    back: 'Voltar',
    delete: 'Deletar dashboard',
    insert: 'Inserir dashboard',
    update: 'Atualizar dashboard',
    inserted: 'Dashboard inserido com sucesso',
    updated: 'Dashboard atualizado com sucesso',
    deleted: 'Dashboard deletado com sucesso',
    insertFailed: 'Erro ao inserir dashboard',
    updateFailed: 'Erro ao atualizar dashboard',
    deleteFailed: 'Erro ao deletar dashboard',
    deleteQuestion: (name: string) => `Tem certeza que deseja deletar o dashboard ${name}?`,
    newPreview: 'Nova imagem de prévia',
    // Answers of the API, under their fields.
    nameRequired: 'Informe o nome do dashboard.',
    invalidIframeUrl: 'Informe um endereço web válido (por exemplo, https://app.powerbi.com/...).',
    iframeUrlNotHttps: 'Use um endereço https:// para o iframe.',
    iframeUrlOwnOrigin: 'O iframe não pode apontar para o próprio portal.',
    previewRequired: 'Não é possível persistir um dashboard sem prévia',
  },
  uploads: {
    unsupportedType: 'Envie uma imagem PNG, JPEG ou WebP.',
    tooLarge: (maxBytes: number) =>
      `A imagem deve ter no máximo ${maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${maxBytes / 1024} KB`}.`,
    notUploaded: 'A imagem não foi enviada. Escolha o arquivo e tente novamente.',
    wrongContent: 'O arquivo enviado não é uma imagem PNG, JPEG ou WebP válida.',
    businessRequired: 'Informe a empresa da imagem.',
  },
} as const;
